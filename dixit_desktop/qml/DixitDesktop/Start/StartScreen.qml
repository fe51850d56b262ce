pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The first screen: resume the unfinished game, start a new one, or open settings, past games
// and credits.
FocusScope {
    id: screen
    objectName: "startScreen"
    property bool askingNewGame: false

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.columnWidth)
        spacing: Theme.gap

        Row {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gapSmall
            Repeater {
                model: [["#E69F00", "circle"], ["#56B4E9", "square"], ["#009E73", "triangle"],
                        ["#F0E442", "diamond"], ["#CC79A7", "star"], ["#F4EFE6", "heart"]]
                delegate: Rabbit {
                    required property var modelData
                    required property int index
                    colour: modelData[0]
                    symbol: modelData[1]
                    width: Theme.rabbitMenu
                    y: index % 2 === 0 ? 0 : -Theme.bobHeight
                    Accessible.ignored: true
                }
            }
        }
        DisplayText {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            text: qsTr("Dixit Desktop")
        }
        HeadingText {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Tell a story with one picture. Pass the screen around the table.")
            font.family: Theme.textFont
        }
        Item { Layout.preferredHeight: Theme.gap }
        Panel {   // the unfinished game could not be read back: said here, until read
            objectName: "setAsidePanel"
            visible: Navigator.setAside.length > 0
            Layout.fillWidth: true
            implicitHeight: setAsideRow.implicitHeight + 2 * Theme.gap
            Accessible.role: Accessible.AlertMessage
            Accessible.name: Navigator.setAside
            RowLayout {
                id: setAsideRow
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap
                BodyText {
                    objectName: "setAsideText"
                    Layout.fillWidth: true
                    text: Navigator.setAside
                    color: Theme.ink
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere   // a long folder path too
                }
                BigButton {
                    id: setAsideOk
                    objectName: "setAsideOk"
                    Layout.alignment: Qt.AlignVCenter
                    tone: "gold"
                    font.pixelSize: Theme.fontBody
                    text: qsTr("OK")
                    Accessible.name: qsTr("OK, I have read it")
                    onActivated: Navigator.dismissSetAside()
                    KeyNavigation.down: Navigator.canResume ? resume : newGame
                }
            }
        }
        BigButton {
            id: resume
            objectName: "resumeButton"
            visible: Navigator.canResume
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Theme.menuButtonWidth
            text: qsTr("Resume the game")
            focus: Navigator.canResume
            onActivated: Navigator.resumeGame()
            KeyNavigation.down: newGame
        }
        CaptionText {
            visible: Navigator.canResume
            Layout.alignment: Qt.AlignHCenter
            text: Navigator.resumeText
        }
        BigButton {
            id: newGame
            objectName: "newGameButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Theme.menuButtonWidth
            text: qsTr("New game")
            tone: Navigator.canResume ? "paper" : "gold"
            focus: !Navigator.canResume
            // with a game to resume, ask first: nothing is lost, but it should be a choice
            onActivated: Navigator.canResume ? (screen.askingNewGame = true) : Setup.newGame()
            KeyNavigation.down: ownCards
            KeyNavigation.up: resume
        }
        BigButton {
            id: ownCards
            objectName: "ownCardsButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Theme.menuButtonWidth
            text: qsTr("Draw our own cards")
            tone: "paper"
            onActivated: FamilyCards.open()
            KeyNavigation.down: settings
            KeyNavigation.up: newGame
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            BigButton {
                id: settings
                objectName: "settingsButton"
                text: qsTr("Settings")
                tone: "ghost"
                onActivated: Navigator.openSettings()
                KeyNavigation.right: history
                KeyNavigation.up: ownCards
            }
            BigButton {
                id: history
                objectName: "historyButton"
                text: qsTr("Past games")
                tone: "ghost"
                onActivated: Navigator.openHistory()
                KeyNavigation.right: credits
                KeyNavigation.up: ownCards
            }
            BigButton {
                id: credits
                objectName: "creditsButton"
                text: qsTr("Credits")
                tone: "ghost"
                onActivated: Navigator.openCredits()
                KeyNavigation.up: ownCards
            }
        }
    }

    Loader {
        anchors.fill: parent
        active: screen.askingNewGame
        onActiveChanged: if (!active) newGame.forceActiveFocus()
        sourceComponent: ConfirmDialog {
            question: qsTr("Start a new game?")
            detail: qsTr("The unfinished game (%1) stays under Past games, where you can take it up again.")
                    .arg(Navigator.resumeText)
            confirmText: qsTr("Yes, a new game")
            cancelText: qsTr("No")
            onConfirmed: {
                screen.askingNewGame = false
                Setup.newGame()
            }
            onCancelled: screen.askingNewGame = false
        }
    }
}
