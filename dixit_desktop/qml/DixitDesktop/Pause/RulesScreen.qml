pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// How to play the game on screen (or the one chosen in setup), in a few short sections.
FocusScope {
    objectName: "rulesScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        ScreenHeader {
            Layout.fillWidth: true
            title: qsTr("How to play: %1").arg(Navigator.rulesName)
            backText: qsTr("Back")
            onBack: Navigator.back()
        }
        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ListView {
                objectName: "rulesList"
                anchors.fill: parent
                anchors.margins: Theme.gap
                clip: true
                focus: true
                spacing: Theme.gapMedium
                model: Navigator.howToPlay
                ScrollBar.vertical: ScrollBar {}
                Keys.onUpPressed: flick(0, Theme.keyFlick)
                Keys.onDownPressed: flick(0, -Theme.keyFlick)
                Accessible.role: Accessible.List
                Accessible.name: qsTr("How to play")
                delegate: Column {
                    id: section
                    required property var modelData
                    width: ListView.view.width
                    spacing: Theme.gapSmall
                    HeadingText {
                        width: parent.width
                        text: section.modelData.title
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    BodyText {
                        width: parent.width
                        text: section.modelData.text
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: section.modelData.title + ". " + text
                    }
                }
            }
        }
    }
}
