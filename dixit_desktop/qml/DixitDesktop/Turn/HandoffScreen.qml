import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table

// The most-seen screen: the next player's name, huge, in their colour, with their rabbit and
// one button they press and hold. Nothing else that could leak.
FocusScope {
    id: screen
    objectName: "handoffScreen"
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Pass the device to %1. %1: press and hold the button to see your cards.")
                     .arg(Handoff.name)

    PlayerFrame {
        colour: Handoff.colour
        bold: true
    }

    ScoreLine {   // the running score, public: names, totals and how the game ends
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.margin
        width: Math.min(parent.width - Theme.handoffRoom, implicitWidth)
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width - Theme.handoffRoom
        spacing: Theme.gap

        Item {   // the rabbit bobs gently, like a note being passed
            Layout.alignment: Qt.AlignHCenter
            implicitWidth: Math.min(Theme.rabbitHandoff, screen.height * Theme.rabbitHandoffShare)
            implicitHeight: implicitWidth
            Rabbit {
                width: parent.width
                colour: Handoff.colour
                symbol: Handoff.symbol
                name: Handoff.name
                SequentialAnimation on y {
                    running: !Theme.reducedMotion
                    loops: Animation.Infinite
                    NumberAnimation { to: -Theme.bobHeight; duration: Theme.bobMs; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 0; duration: Theme.bobMs; easing.type: Easing.InOutSine }
                }
            }
        }
        DisplayText {
            objectName: "handoffTitle"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            text: qsTr("Pass to %1").arg(Handoff.name)
            color: Handoff.colour
            style: Text.Outline
            styleColor: Theme.nightDeep
        }
        HeadingText {
            Layout.alignment: Qt.AlignHCenter
            text: Handoff.purpose
            font.family: Theme.textFont
        }
        Item { Layout.preferredHeight: Theme.gap }
        BigButton {
            objectName: "iAmButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(screen.width - Theme.handoffRoom, Theme.holdButtonWidth)
            Layout.preferredHeight: Theme.holdButtonHeight
            tone: "colour"
            toneColour: Handoff.colour
            toneInk: Handoff.ink
            holdToActivate: true
            text: qsTr("I am %1").arg(Handoff.name)
            Accessible.name: qsTr("I am %1: press and hold to see your cards").arg(Handoff.name)
            Accessible.description: qsTr("Press and hold")
            focus: !Handoff.spokenAsked
            // Tab where this is the one thing to focus leaves the focus here: the ring shows
            // all the same, so a keyboard player sees where Enter goes
            Keys.onTabPressed: (event) => { focusReason = Qt.TabFocusReason; event.accepted = false }
            Keys.onBacktabPressed: (event) => { focusReason = Qt.BacktabFocusReason; event.accepted = false }
            // the view-model times the hold itself; the fill only shows it
            onHoldStarted: Handoff.pressStarted()
            onHoldEnded: Handoff.pressEnded()
            onAccessibleActivated: Handoff.askSpoken()
        }
        CaptionText {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Press and hold")
        }
    }

    // A screen reader's own deliberate step: its "activate" on "I am ..." asks first, and the
    // yes counts only after a moment (the view-model checks it), so no stray action opens a hand.
    Rectangle {
        objectName: "spokenQuestion"
        anchors.fill: parent
        visible: Handoff.spokenAsked
        color: Theme.veil
        z: 10
        MouseArea { anchors.fill: parent }   // nothing behind the question can be touched
        Panel {
            anchors.centerIn: parent
            width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
            height: spokenColumn.implicitHeight + 2 * Theme.margin
            ColumnLayout {
                id: spokenColumn
                anchors.fill: parent
                anchors.margins: Theme.margin
                spacing: Theme.gap
                HeadingText {
                    Layout.fillWidth: true
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                    text: qsTr("Only %1 should be listening now. Open %1's cards?").arg(Handoff.name)
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                RowLayout {
                    Layout.alignment: Qt.AlignHCenter
                    spacing: Theme.gap
                    BigButton {
                        objectName: "spokenNo"
                        tone: "paper"
                        text: qsTr("Not me")
                        Accessible.name: qsTr("Not me: go back")
                        focus: Handoff.spokenAsked
                        onActivated: Handoff.cancelSpoken()
                    }
                    BigButton {
                        objectName: "spokenYes"
                        enabled: Handoff.spokenReady
                        text: qsTr("Yes, I am %1").arg(Handoff.name)
                        Accessible.name: qsTr("Yes, I am %1: open my cards").arg(Handoff.name)
                        onActivated: Handoff.confirmSpoken()
                    }
                }
            }
        }
    }
}
