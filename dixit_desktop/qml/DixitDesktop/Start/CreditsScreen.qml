pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Who made the pictures, fonts and code, and their licences.
FocusScope {
    objectName: "creditsScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        ScreenHeader {
            Layout.fillWidth: true
            title: qsTr("Credits")
            backText: qsTr("Back")
            onBack: Navigator.back()
        }
        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ListView {
                objectName: "creditsList"
                anchors.fill: parent
                anchors.margins: Theme.gap
                clip: true
                spacing: Theme.gapMedium
                model: Navigator.credits
                ScrollBar.vertical: ScrollBar {}
                Keys.onUpPressed: flick(0, Theme.keyFlick)
                Keys.onDownPressed: flick(0, -Theme.keyFlick)
                delegate: Column {
                    id: entry
                    required property var modelData
                    width: ListView.view.width
                    HeadingText {
                        width: parent.width
                        text: entry.modelData.title
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    BodyText {
                        width: parent.width
                        text: entry.modelData.detail
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
